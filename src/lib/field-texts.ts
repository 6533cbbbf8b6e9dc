// What the owner reads about each field: its Portuguese name and a short help line, for the
// collections (products, courses, posts), the long pages and the settings files. The admin forms,
// the import's report and the CMS configuration use them; the rules of each field are in
// schema.ts, which changes for other reasons.
import { escapeControls } from './schema.ts';

/** The Portuguese name of every field, per collection: the admin forms, the import and the CMS use them. */
export const fieldLabels = {
  products: {
    id: 'ID',
    slug: 'Endereço',
    name: 'Nome',
    description: 'Descrição',
    images: 'Imagens',
    price: 'Preço',
    salePrice: 'Preço promocional',
    stock: 'Stock',
    category: 'Categoria',
    subcategory: 'Subcategoria',
    featured: 'Destaque',
    isNew: 'Novo',
    order: 'Ordem',
  },
  courses: {
    id: 'ID',
    title: 'Título',
    description: 'Descrição',
    fullDescription: 'Descrição completa',
    price: 'Preço',
    duration: 'Duração',
    image: 'Imagem',
    type: 'Tipo',
    featured: 'Destaque',
  },
  posts: {
    id: 'ID',
    slug: 'Endereço',
    title: 'Título',
    excerpt: 'Resumo',
    content: 'Conteúdo',
    image: 'Imagem',
    date: 'Data',
    author: 'Autor',
    category: 'Categoria',
  },
} as const;

/**
 * A short help line under each field, per collection, for the owner (the CMS shows it under the
 * field). Fields without a hint are left out.
 */
export const fieldHints: {
  readonly [C in keyof typeof fieldLabels]: Partial<Record<keyof (typeof fieldLabels)[C], string>>;
} = {
  products: {
    id: 'Número atribuído automaticamente quando o produto é criado; não se altera',
    name: 'Como aparece na loja; o endereço da página é feito a partir do nome',
    description:
      'O texto da página do produto: utilização, características, conselhos; com negrito, itálico, listas e ligações',
    images: 'A primeira é a imagem principal',
    price: 'Em euros, por exemplo 12,50',
    salePrice: 'Em euros, menor que o preço; deixe vazio quando não há promoção',
    stock: 'Unidades disponíveis; com 0 o produto aparece como esgotado',
    category: 'A categoria da loja onde o produto aparece',
    subcategory: 'Tem de pertencer à categoria escolhida',
    featured: 'Aparece na página inicial',
    isNew: 'Mostra a etiqueta "Novo"',
    order: 'Posição na loja: 1 aparece primeiro; os produtos sem número ficam depois',
  },
  courses: {
    id: 'Número atribuído automaticamente quando a formação é criada; não se altera',
    title: 'Como aparece na lista de formações',
    description: 'Uma ou duas frases, mostradas no cartão da formação',
    fullDescription: 'O texto da página da formação: programa, a quem se destina, o que inclui',
    price: 'Em euros, por exemplo 350',
    duration: 'Por exemplo 40 horas ou 3 dias',
    image: 'A imagem do cartão e da página da formação',
    type: 'Presencial, online ou privado',
    featured: 'Aparece na página inicial',
  },
  posts: {
    id: 'Número atribuído automaticamente quando o artigo é criado; não se altera',
    title: 'O endereço do artigo é feito a partir do título',
    excerpt: 'Uma ou duas frases, mostradas na lista de artigos',
    content: 'O texto do artigo; use títulos (##) para o dividir em secções',
    image: 'A imagem do topo do artigo e do cartão',
    date: 'A data de publicação; os artigos mais recentes aparecem primeiro',
    author: 'Quem escreveu o artigo',
    category: 'O tema do artigo, por exemplo Cuidados ou Tendências',
  },
};

/** The name of one item of a list field, where the CMS needs one (an image of a product's list). */
export const listItemLabels = { products: { images: 'Imagem' } } as const;

/** The label of `field` (a dotted path such as 'images.1') in `collection`: 'Imagens (n.º 2)'. */
export function fieldLabel(collection: keyof typeof fieldLabels, field: string): string {
  const [head = '', ...rest] = field.split('.');
  const labels: Record<string, string> = fieldLabels[collection];
  // Own labels only: a field named __proto__ or constructor is shown by its name.
  const label = Object.hasOwn(labels, head) ? (labels[head] ?? head) : escapeControls(head);
  const position = rest.find((part) => /^\d+$/.test(part));
  return position === undefined ? label : `${label} (n.º ${Number(position) + 1})`;
}

/** A field's name for the owner and, where it helps, a short hint shown under it. */
export type FieldText = { readonly label: string; readonly hint?: string };

/** The fields of the long pages (content/pages/*.md), the about page's own ones included. */
export const pageFields = {
  title: { label: 'Título', hint: 'O título no topo da página' },
  updated: { label: 'Última atualização', hint: 'A data da última revisão do texto' },
  description: {
    label: 'Descrição',
    hint: 'Uma ou duas frases que resumem a página, para os motores de busca e as partilhas',
  },
  mission: { label: 'Missão' },
  vision: { label: 'Visão' },
  values: { label: 'Valores', hint: 'Exatamente 4 valores, cada um com título e texto' },
  'values.title': { label: 'Título' },
  'values.text': { label: 'Texto' },
  message: { label: 'Mensagem da fundadora' },
  body: { label: 'Texto da página', hint: 'Use títulos (##) para dividir o texto em secções' },
} as const satisfies Record<string, FieldText>;

const idField: FieldText = { label: 'ID', hint: 'Número atribuído automaticamente; não se altera' };
const moneyHint = 'Em euros, por exemplo 12,50';

/**
 * The fields of each settings file (content/settings/<file>.yml), by dotted path; a list's item
 * fields follow the list's name ('openingHours.days').
 */
export const settingsFields = {
  business: {
    name: { label: 'Nome da marca', hint: 'Como aparece no site' },
    legalName: { label: 'Denominação social', hint: 'O nome registado da empresa' },
    nif: { label: 'NIF', hint: 'Número de identificação fiscal da empresa' },
    founder: { label: 'Fundadora' },
    tagline: { label: 'Frase de apresentação', hint: 'Mostrada na página inicial' },
    email: { label: 'Email' },
    phone: { label: 'Telefone', hint: 'Como deve aparecer, por exemplo +351 912 345 678' },
    address: { label: 'Morada' },
    'address.street': { label: 'Rua' },
    'address.postalCode': { label: 'Código postal', hint: 'Por exemplo 4750-123' },
    'address.city': { label: 'Localidade' },
    'address.district': { label: 'Distrito' },
    openingHours: { label: 'Horário', hint: 'Uma linha por grupo de dias' },
    'openingHours.days': { label: 'Dias', hint: 'Por exemplo Segunda a Sexta' },
    'openingHours.hours': { label: 'Horas', hint: 'Por exemplo 09:00 - 19:00, ou Encerrado' },
    mapEmbedUrl: {
      label: 'Mapa na página de contactos',
      hint: 'O endereço (https://...) do mapa incorporado na página',
    },
    mapLinkUrl: { label: 'Ligação para o mapa', hint: 'O endereço (https://...) que abre o mapa' },
    chat: { label: 'Conversa por WhatsApp' },
    'chat.number': {
      label: 'Número de WhatsApp',
      hint: 'Em formato internacional, só algarismos, por exemplo 351912345678',
    },
    'chat.defaultMessage': {
      label: 'Mensagem inicial',
      hint: 'O texto já escrito quando a visitante abre a conversa',
    },
    'chat.courseMessage': { label: 'Mensagem inicial nas formações' },
    'chat.shopMessage': { label: 'Mensagem inicial na loja' },
    social: { label: 'Redes sociais' },
    'social.name': { label: 'Nome', hint: 'Por exemplo Instagram' },
    'social.url': { label: 'Endereço', hint: 'O endereço completo (https://...)' },
    payment: { label: 'Pagamento' },
    'payment.mbwayNumber': { label: 'Número MB Way', hint: 'O número de telemóvel que recebe os pagamentos' },
    'payment.bank': { label: 'Transferência bancária' },
    'payment.bank.bankName': { label: 'Banco' },
    'payment.bank.accountHolder': { label: 'Titular da conta' },
    'payment.bank.iban': { label: 'IBAN' },
    'payment.bank.bic': { label: 'BIC/SWIFT' },
    shipping: { label: 'Envios' },
    'shipping.fee': { label: 'Portes de envio', hint: moneyHint },
    'shipping.freeShippingThreshold': {
      label: 'Envio grátis a partir de',
      hint: 'O total da encomenda, em euros, a partir do qual não há portes',
    },
    'shipping.deliveryTime': { label: 'Prazo de entrega', hint: 'Por exemplo 2 a 5 dias úteis' },
    legal: { label: 'Informação legal' },
    'legal.complaintsBookUrl': { label: 'Livro de Reclamações', hint: 'O endereço do livro eletrónico' },
    'legal.disputeResolution': { label: 'Resolução alternativa de litígios' },
    'legal.disputeResolution.name': { label: 'Nome da entidade' },
    'legal.disputeResolution.url': { label: 'Endereço' },
    'legal.courtDistrict': { label: 'Foro', hint: 'A comarca do tribunal competente, por exemplo Braga' },
    'legal.dataProtectionAuthority': { label: 'Autoridade de proteção de dados' },
    'legal.dataProtectionAuthority.name': { label: 'Nome da entidade' },
    'legal.dataProtectionAuthority.url': { label: 'Endereço' },
  },
  categories: {
    categories: { label: 'Categorias', hint: 'As categorias e subcategorias da loja' },
    'categories.id': idField,
    'categories.name': { label: 'Nome' },
    'categories.slug': {
      label: 'Endereço',
      hint: 'Letras minúsculas sem acentos, algarismos e hífenes; os produtos indicam a categoria por ele',
    },
    'categories.image': { label: 'Imagem' },
    'categories.subcategories': { label: 'Subcategorias' },
    'categories.subcategories.id': idField,
    'categories.subcategories.name': { label: 'Nome' },
    'categories.subcategories.slug': {
      label: 'Endereço',
      hint: 'Letras minúsculas sem acentos, algarismos e hífenes; os produtos indicam a subcategoria por ele',
    },
  },
  testimonials: {
    video: { label: 'Vídeo', hint: 'O vídeo da página de testemunhos (.mp4)' },
    videoPoster: { label: 'Imagem do vídeo', hint: 'Mostrada antes de o vídeo começar' },
    images: { label: 'Fotografias', hint: 'Exatamente 15 fotografias de trabalhos' },
    'images.id': idField,
    'images.image': { label: 'Imagem' },
    'images.alt': {
      label: 'Descrição da imagem',
      hint: 'O que a fotografia mostra, para quem não a pode ver',
    },
  },
  hero: {
    slides: {
      label: 'Diapositivos',
      hint: 'O primeiro leva o título e os botões principais; cada um leva a uma coleção da loja',
    },
    'slides.image': { label: 'Imagem', hint: 'Uma imagem larga, 1600 × 900 píxeis' },
    'slides.tone': { label: 'Tom', hint: 'Claro: texto e botões escuros; escuro: botões claros' },
    'slides.category': { label: 'Categoria' },
    'slides.subcategory': { label: 'Subcategoria', hint: 'A coleção do botão; tem de pertencer à categoria' },
  },
} as const satisfies Record<string, Record<string, FieldText>>;

/** The settings files, by name: content/settings/<name>.yml. */
export type SettingsFile = keyof typeof settingsFields;

/** What each settings file holds, as the CMS lists it. */
export const settingsFileLabels: Record<SettingsFile, FieldText> = {
  business: {
    label: 'Empresa, contactos e pagamentos',
    hint: 'Contactos, horário, morada, WhatsApp, redes sociais, MB Way e banco, envios, informação legal',
  },
  categories: { label: 'Categorias da loja', hint: 'As categorias e subcategorias dos produtos' },
  testimonials: { label: 'Testemunhos', hint: 'O vídeo e as 15 fotografias da página de testemunhos' },
  hero: { label: 'Destaques da página inicial', hint: 'Os diapositivos do topo da página inicial' },
};
