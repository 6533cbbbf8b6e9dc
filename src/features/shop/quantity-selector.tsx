import { QuantityStepper } from '#src/components/quantity-stepper/quantity-stepper.tsx';

type QuantitySelectorProps = {
  value: number;
  /** The stock: the largest quantity that can be chosen. */
  max: number;
  onChange: (quantity: number) => void;
};

/** Whole numbers written in digits only, from 1 to max; anything else is not a quantity. */
export function parseQuantityInput(text: string, max: number): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined;
  const quantity = Number(text.trim());
  return quantity >= 1 && quantity <= max ? quantity : undefined;
}

/**
 * The product page's quantity: the field only takes whole numbers from 1 to the stock. Other text
 * is ignored: the quantity keeps its last valid value, which the field shows again when left.
 */
export function QuantitySelector({ value, max, onChange }: QuantitySelectorProps) {
  return (
    <QuantityStepper
      value={value}
      max={max}
      label="Quantidade"
      decreaseLabel="Diminuir quantidade"
      increaseLabel="Aumentar quantidade"
      onStep={onChange}
      onType={(text) => {
        const quantity = parseQuantityInput(text, max);
        if (quantity !== undefined) onChange(quantity);
      }}
    />
  );
}
