// The discount-code state of the checkout (docs/product.md §3). The form has no input for a code
// how one would be obtained is not decided yet, so only the state and its neutral value live here.

export type DiscountState = {
  code: string;
  applied: boolean;
  percentage: number;
  name: string;
  error: string;
};

/** Nothing applied. Frozen, because it is shared by every checkout that starts. */
export const noDiscount: DiscountState = Object.freeze({
  code: '',
  applied: false,
  percentage: 0,
  name: '',
  error: '',
});

/** The discount the newsletter promises on the first order (docs/product.md §1, §9). */
export const NEWSLETTER_DISCOUNT_PERCENTAGE = 10;

/** The percentage to charge off: only an applied code counts. */
export function effectiveDiscountPercentage(state: DiscountState): number {
  return state.applied ? state.percentage : 0;
}
