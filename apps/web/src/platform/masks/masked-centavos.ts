import {
  ChangeDetails,
  Masked,
  type AppendFlags,
  type ExtractFlags,
  type MaskedOptions,
} from 'imask';
import { formatBRL, parseBRL } from './brl';

/** R$ 99.999.999.999,99 at most: beyond it centavos would leave the safe-integer range soon. */
const MAX_DIGITS = 13;

/**
 * The BRL currency mask: digits fill from the right, as on a card machine — typing
 * "123456" shows "R$ 1.234,56" — and the typed value is integer centavos (null when
 * empty). imask has no such mask, so this one keeps the display as its state and
 * treats the "real" digits (no leading zeros) as the raw input.
 */
export class MaskedCentavos extends Masked {
  declare overwrite?: boolean | 'shift' | undefined;
  declare eager?: boolean | 'remove' | 'append' | undefined;
  declare skipInvalid?: boolean | undefined;
  declare autofix?: boolean | 'pad' | undefined;

  constructor(opts: MaskedOptions = {}) {
    // The typed value is centavos: null for an empty field.
    super({
      parse: (text: string) => (text === '' ? null : parseBRL(text)),
      format: (centavos: unknown) =>
        typeof centavos === 'number' && Number.isFinite(centavos)
          ? formatBRL(Math.abs(centavos))
          : '',
      ...opts,
    });
  }

  /** The significant digits shown, e.g. "5" for "R$ 0,05". */
  private get digits(): string {
    return this._value.replace(/\D/g, '').replace(/^0+/, '');
  }

  /** How many of the shown digits come before display position `pos`, counting only significant ones. */
  private digitsBefore(pos: number): number {
    const shown = this._value.slice(0, pos).replace(/\D/g, '').length;
    const padding = this._value.replace(/\D/g, '').length - this.digits.length;
    return Math.max(0, shown - padding);
  }

  private show(digits: string): void {
    this._value = digits === '' ? '' : formatBRL(Number(digits));
  }

  override _appendCharRaw(ch: string, _flags?: AppendFlags): ChangeDetails {
    if (!/^\d$/.test(ch)) return new ChangeDetails();
    const digits = (this.digits + ch).replace(/^0+(?=\d)/, '');
    if (digits.length > MAX_DIGITS) return new ChangeDetails();
    const before = this._value.length;
    this.show(digits);
    // The offset is how much the display grew, so the cursor follows the end.
    return new ChangeDetails({
      inserted: ch,
      rawInserted: ch,
      tailShift: this._value.length - before - ch.length,
    });
  }

  override remove(fromPos = 0, toPos: number = this._value.length): ChangeDetails {
    const digits = this.digits;
    const kept =
      digits.slice(0, this.digitsBefore(fromPos)) + digits.slice(this.digitsBefore(toPos));
    this.show(kept);
    // Puts the cursor at the end of what is left; re-appended digits move it on from there.
    return new ChangeDetails({ tailShift: this._value.length - fromPos });
  }

  /** Raw input is the significant digits in the range, so a re-appended tail never grows padding zeros. */
  override extractInput(
    fromPos = 0,
    toPos: number = this._value.length,
    _flags?: ExtractFlags,
  ): string {
    return this.digits.slice(this.digitsBefore(fromPos), this.digitsBefore(toPos));
  }

  override get unmaskedValue(): string {
    return this.digits;
  }

  override set unmaskedValue(value: string) {
    this.resolve(value, {});
  }
}
