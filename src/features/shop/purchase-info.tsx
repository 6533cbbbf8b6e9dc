import { business } from '#src/generated/settings.json';
import { ChatLink } from '#src/components/chat/chat-link.tsx';
import { ChatIcon } from '#src/components/icons/chat-icon.tsx';
import { formatCents } from '#src/lib/money.ts';
import { VAT_INCLUDED } from '#src/lib/checkout/pricing.ts';
import { shopShippingRules } from '#src/lib/checkout/shop-shipping.ts';
import './purchase-info.css';

const { shipping, chat } = business;

/** How buying works (docs/product.md §2.6, shop home): shipping, payment and where to ask. */
export function PurchaseInfo() {
  return (
    <section className="purchase-info section" aria-labelledby="purchase-info-title">
      <h2 id="purchase-info-title" className="section-title">
        Como comprar
      </h2>
      <ul className="purchase-info__list">
        <li className="purchase-info__item card">
          <h3>Envios</h3>
          <p>
            Enviamos para todo o país, continente e ilhas, por correio e transportadora: a entrega demora{' '}
            {shipping.deliveryTime}.
          </p>
          <p>
            Portes grátis em compras a partir de {formatCents(shopShippingRules.freeShippingThresholdCents)};
            abaixo desse valor, os portes são de {formatCents(shopShippingRules.feeCents)}. Também pode
            levantar a encomenda na loja, sem custos.
          </p>
        </li>
        <li className="purchase-info__item card">
          <h3>Pagamento</h3>
          <p>Pague por MB Way ou por transferência bancária; os dados são indicados ao finalizar a compra.</p>
          <p>
            {VAT_INCLUDED} em todos os preços. As encomendas são processadas após a confirmação do pagamento.
          </p>
        </li>
        <li className="purchase-info__item card">
          <h3>Dúvidas?</h3>
          <p>Não sabe qual o produto certo para si? Fale connosco pelo WhatsApp e ajudamos a escolher.</p>
          <ChatLink className="button purchase-info__chat" message={chat.shopMessage}>
            <ChatIcon size={20} />
            Falar no WhatsApp
          </ChatLink>
        </li>
      </ul>
    </section>
  );
}
