/**
 * The editor features the JSON editors offer, instead of Monaco's `features/register.all`: that
 * adds some forty more (diff editor, quick open, code lens, colour picker, inlay hints, sticky
 * scroll, ...) that a request body or a webhook template never uses, and each one is code to
 * evaluate and an editor contribution to create when the console opens. (Monaco's JSON language
 * imports them all again through its worker set-up: see build/monaco-build-plugin.ts.)
 */
// Icons of the suggest list, the folding arrows and the find widget.
import 'monaco-editor/features/codicon/register';
// What the screens rely on: completion and hover from each schema and the template variables.
// Monaco's `features/suggest` registers only inline suggestions: the completion list itself and
// the snippets its JSON items insert come from these two, which register.all gets by way of others.
import 'monaco-editor/editor/contrib/suggest/browser/suggestController.js';
import 'monaco-editor/editor/contrib/snippet/browser/snippetController2.js';
import 'monaco-editor/features/suggest/register';
import 'monaco-editor/features/hover/register';
import 'monaco-editor/features/gotoError/register';
// JSON editing as developers expect it of an editor.
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/folding/register';
import 'monaco-editor/features/format/register';
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/links/register';
import 'monaco-editor/features/smartSelect/register';
import 'monaco-editor/features/wordHighlighter/register';
import 'monaco-editor/features/indentation/register';
// Keyboard editing: lines, words, cursors, undo of cursor moves, clipboard and its context menu.
import 'monaco-editor/features/linesOperations/register';
import 'monaco-editor/features/wordOperations/register';
import 'monaco-editor/features/multicursor/register';
import 'monaco-editor/features/cursorUndo/register';
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/contextmenu/register';
// Tab moves focus out of the editors (tabFocusMode); Ctrl+M must still be able to toggle it.
import 'monaco-editor/features/toggleTabFocusMode/register';
// The read-only answer says so when typed into.
import 'monaco-editor/features/readOnlyMessage/register';
