/**
 * Room the floating "Coletar" button takes at the bottom of the screen (its bottom margin,
 * height and a small gap), as a CSS variable the button sets on `:root` while it shows —
 * 0px where it does not (capture page, Observador). The page's end gets that much room;
 * a panel sized to the screen (`screenHeight`) stops above the button, so its last row or
 * totals row is never under it (issue 16).
 */
export const FLOATING_SPACE_VAR = '--orbita-floating-space';
/** Height of the phones' bottom navigation (app/shell/bottom-nav), set on `:root` while it shows. */
export const BOTTOM_NAV_VAR = '--orbita-bottom-nav';
export const BOTTOM_NAV_HEIGHT = 56;
export const BOTTOM_NAV_SPACE = `var(${BOTTOM_NAV_VAR}, 0px)`;
export const FLOATING_SPACE = `var(${FLOATING_SPACE_VAR}, 0px)`;

/** The button's footprint: bottom margin 16 px (24 from md) + 48 px + an 8 px gap. */
export const FLOATING_FOOTPRINT = { xs: 72, md: 80 } as const;

/** A height filling the screen below `offset` pixels, above the floating button and bottom navigation. */
export const screenHeight = (offset: number): string =>
  `calc(100vh - ${offset}px - ${FLOATING_SPACE} - ${BOTTOM_NAV_SPACE})`;
