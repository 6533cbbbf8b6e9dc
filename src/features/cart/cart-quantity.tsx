import { QuantityStepper } from '#src/components/quantity-stepper/quantity-stepper.tsx';

type CartQuantityProps = {
  productName: string;
  quantity: number;
  stock: number;
  /** Receives what the visitor chose or typed; the cart rules decide (non-numeric 1, zero removes). */
  onChange: (quantity: unknown) => void;
};

/**
 * The quantity of one cart line. A typed positive number applies at once; anything else (empty,
 * zero, text) applies when the field is left or Enter is pressed, so that clearing the field to
 * type a new number does not remove the line.
 */
export function CartQuantity({ productName, quantity, stock, onChange }: CartQuantityProps) {
  return (
    <QuantityStepper
      value={quantity}
      max={stock}
      label={`Quantidade de ${productName}`}
      hideLabel
      decreaseLabel={`Diminuir quantidade de ${productName}`}
      increaseLabel={`Aumentar quantidade de ${productName}`}
      onStep={onChange}
      onType={(text) => {
        const typed = Number(text);
        if (text.trim() !== '' && Number.isFinite(typed) && typed >= 1) onChange(typed);
      }}
      onCommit={onChange}
    />
  );
}
