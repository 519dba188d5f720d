/** An address a link may point to: http(s)://, mailto: or a path of this site (`/...`). */
export const validUrl = (v: string) => /^(https?:\/\/|mailto:|\/)/i.test(v.trim());
