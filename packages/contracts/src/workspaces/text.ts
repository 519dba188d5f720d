/** Names go into e-mail subjects and one-line UI: no line breaks or other control characters. */
export const noControlCharacters = /^[^\p{Cc}]*$/u;
