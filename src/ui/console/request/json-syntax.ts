/**
 * Where JSON text stops being JSON, in words a person can act on: the first error the parser
 * meets, with its line and column. Read with jsonc-parser (the parser Monaco's JSON language
 * uses) in strict mode: no comments, no trailing commas, as the gateway reads a body.
 */
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';

/** By the parser's names of its errors (its codes are a `const enum`, absent at run time). */
const WHAT: Partial<Record<ReturnType<typeof printParseErrorCode>, string>> = {
  InvalidSymbol: 'a character that cannot start a value',
  InvalidNumberFormat: 'a malformed number',
  PropertyNameExpected: 'a field name (in double quotes) expected',
  ValueExpected: 'a value expected',
  ColonExpected: 'a colon expected after the field name',
  CommaExpected: 'a comma expected between two values',
  CloseBraceExpected: 'a closing } expected',
  CloseBracketExpected: 'a closing ] expected',
  EndOfFileExpected: 'text after the end of the value',
  InvalidCommentToken: 'a comment, which JSON does not allow',
  UnexpectedEndOfString: 'a string left open',
  InvalidEscapeCharacter: 'an invalid escape in a string',
  InvalidCharacter: 'a control character inside a string',
};

/** Why `text` is not JSON, or undefined when it is. */
export function syntaxErrorOf(text: string): string | undefined {
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (!first) return undefined;
  // A trailing comma reads as "value expected" just before a closing bracket.
  const code = printParseErrorCode(first.error);
  const trailingComma =
    (code === 'ValueExpected' || code === 'PropertyNameExpected') &&
    /,\s*$/.test(text.slice(0, first.offset)) &&
    /^[\]}]/.test(text.slice(first.offset));
  const what = trailingComma ? 'a comma before a closing bracket, which JSON does not allow' : (WHAT[code] ?? 'malformed JSON');
  const at = trailingComma ? text.slice(0, first.offset).lastIndexOf(',') : first.offset;
  return `${what}, at ${lineAndColumn(text, at)}`;
}

function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return `line ${line}, column ${column}`;
}
