/** Text from the OpenAPI document, where `backticks` mark code (CommonMark's inline code), as React text. */
export function InlineCode({ text }: { text: string }) {
  return <>{text.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}</>;
}
