// Payment and pickup facts from the business settings, shared by the form and the confirmation.
import { business } from '#src/generated/settings.json';

const { payment, address } = business;

export const MBWAY_NUMBER = payment.mbwayNumber;

export function BankDetails() {
  return (
    <dl className="payment-details">
      <div>
        <dt>Banco</dt>
        <dd>{payment.bank.bankName}</dd>
      </div>
      <div>
        <dt>Titular</dt>
        <dd>{payment.bank.accountHolder}</dd>
      </div>
      <div>
        <dt>IBAN</dt>
        <dd className="payment-details__code">{payment.bank.iban}</dd>
      </div>
      <div>
        <dt>BIC/SWIFT</dt>
        <dd className="payment-details__code">{payment.bank.bic}</dd>
      </div>
    </dl>
  );
}

export function ShopAddress() {
  return (
    <address className="shop-address">
      {address.street}
      <br />
      {address.postalCode} {address.city}
    </address>
  );
}
