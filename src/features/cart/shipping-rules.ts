// The shop's shipping fee and free-shipping threshold, from the business settings.
import settings from '#src/generated/settings.json';
import { shippingRulesFromSettings, type ShippingRules } from '#src/lib/pricing.ts';

export const shopShippingRules: ShippingRules = shippingRulesFromSettings(settings.business.shipping);
