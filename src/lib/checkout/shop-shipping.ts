// The shop's shipping fee and free-shipping threshold, read once from the business settings:
// the cart page, the checkout (its summary and the order sent to the webhook) and the shop's
// "how to buy" text all use these rules, so they cannot disagree.
import { business } from '#src/generated/settings.json';
import { shippingRulesFromSettings, type ShippingRules } from './pricing.ts';

export const shopShippingRules: ShippingRules = shippingRulesFromSettings(business.shipping);
