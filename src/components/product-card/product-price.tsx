import { hasSalePrice } from '#src/lib/catalogue.ts';
import { formatPrice } from '#src/lib/money.ts';
import './product-price.css';

type ProductPriceProps = {
  price: number;
  salePrice?: number | undefined;
  /** 'large' on the product page, 'normal' on cards. */
  size?: 'normal' | 'large';
};

/** The price a buyer pays; with a sale price, the regular price follows struck through. */
export function ProductPrice({ price, salePrice, size = 'normal' }: ProductPriceProps) {
  const sale = salePrice !== undefined && hasSalePrice({ salePrice }) ? salePrice : undefined;
  return (
    <p className={`product-price product-price--${size}`}>
      {sale !== undefined ? (
        <>
          <span className="product-price__current product-price__current--sale">
            <span className="visually-hidden">Preço: </span>
            {formatPrice(sale)}
          </span>{' '}
          <del className="product-price__regular">
            <span className="visually-hidden">Preço anterior: </span>
            {formatPrice(price)}
          </del>
        </>
      ) : (
        <span className="product-price__current">
          <span className="visually-hidden">Preço: </span>
          {formatPrice(price)}
        </span>
      )}
    </p>
  );
}
