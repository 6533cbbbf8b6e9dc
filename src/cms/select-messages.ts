// The texts of Decap's choice fields in European Portuguese. Decap's select widget renders
// react-select without any of its texts, so react-select's English defaults showed: 'No options',
// 'Select...', and every message it announces to a screen reader ('option X, selected.'). Decap
// gives no way to pass them, but react-select's Select is a class component whose `defaultProps`
// object React reads at each render: the CMS writes these texts into that object at start-up
// (src/cms/main.tsx), for every copy of react-select Decap's widgets bundle.

type GuidanceProps = {
  isSearchable?: boolean;
  isMulti?: boolean;
  tabSelectsValue?: boolean;
  context: string;
  isInitialFocus?: boolean;
  'aria-label'?: string;
};
type OnChangeProps = { action: string; label?: string; labels?: string[]; isDisabled?: boolean | null };
type OnFocusProps = {
  context: string;
  focused: unknown;
  options?: unknown[];
  label?: string;
  selectValue?: unknown[];
  isDisabled?: boolean;
  isSelected?: boolean;
  isAppleDevice?: boolean;
};
type OnFilterProps = { inputValue: string; resultsMessage: string };

/** '2 de 5': the position of `item` in `list`, as react-select announces it. */
const position = (list: unknown[] | undefined, item: unknown) =>
  list && list.length > 0 ? `${list.indexOf(item) + 1} de ${list.length}` : '';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a screen reader hears, react-select's `ariaLiveMessages`, in the same cases as its English. */
export const ariaLiveMessages = {
  guidance(props: GuidanceProps): string {
    switch (props.context) {
      case 'menu':
        return `Use as setas para cima e para baixo para percorrer as opções, Enter para escolher a opção em foco, Escape para fechar o menu${props.tabSelectsValue ? ', Tab para escolher a opção e fechar o menu' : ''}.`;
      case 'input':
        if (!props.isInitialFocus) return '';
        return [
          `${props['aria-label'] ?? 'Escolha'} em foco`,
          props.isSearchable ? 'escreva para filtrar a lista' : '',
          'prima a seta para baixo para abrir o menu',
          props.isMulti ? 'a seta para a esquerda para ir aos valores escolhidos' : '',
        ]
          .filter(Boolean)
          .join(', ');
      case 'value':
        return 'Use as setas para a esquerda e para a direita para percorrer os valores escolhidos, Retrocesso para retirar o valor em foco.';
      default:
        return '';
    }
  },
  onChange({ action, label = '', labels = [], isDisabled }: OnChangeProps): string {
    switch (action) {
      case 'deselect-option':
      case 'pop-value':
      case 'remove-value':
        return `Opção ${label} retirada.`;
      case 'clear':
        return 'Todas as opções escolhidas foram retiradas.';
      case 'initial-input-focus':
        return labels.length > 1
          ? `Opções ${labels.join(', ')} escolhidas.`
          : `Opção ${labels.join('')} escolhida.`;
      case 'select-option':
        return isDisabled ? `A opção ${label} está desativada. Escolha outra.` : `Opção ${label} escolhida.`;
      default:
        return '';
    }
  },
  onFocus(props: OnFocusProps): string {
    const {
      context,
      focused,
      options,
      label = '',
      selectValue,
      isDisabled,
      isSelected,
      isAppleDevice,
    } = props;
    if (context === 'value' && selectValue)
      return `Valor ${label} em foco, ${position(selectValue, focused)}.`;
    if (context === 'menu' && isAppleDevice) {
      const status = `${isSelected ? ', escolhida' : ''}${isDisabled ? ', desativada' : ''}`;
      return `${label}${status}, ${position(options, focused)}.`;
    }
    return '';
  },
  onFilter({ inputValue, resultsMessage }: OnFilterProps): string {
    return `${resultsMessage}${inputValue ? ` para a pesquisa ${inputValue}` : ''}.`;
  },
};

/** react-select's default props that carry text, in European Portuguese. */
export const selectTexts = {
  noOptionsMessage: () => 'Sem opções',
  loadingMessage: () => 'A carregar...',
  placeholder: 'Escolha...',
  screenReaderStatus: ({ count: n }: { count: number }) =>
    count(n, 'resultado disponível', 'resultados disponíveis'),
  ariaLiveMessages,
};

/** Writes the Portuguese texts into a react-select `defaultProps` object (it is changed in place). */
export function writeSelectTexts(defaultProps: Record<string, unknown>): void {
  Object.assign(defaultProps, selectTexts);
}
