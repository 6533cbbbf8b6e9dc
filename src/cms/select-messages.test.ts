import { describe, expect, it } from 'vitest';
import { ariaLiveMessages, selectTexts, writeSelectTexts } from './select-messages.ts';

describe('the texts of the CMS’s choice fields', () => {
  it('replaces react-select’s English defaults in place, keeping its other defaults', () => {
    const defaults: Record<string, unknown> = {
      noOptionsMessage: () => 'No options',
      placeholder: 'Select...',
      pageSize: 5,
    };
    writeSelectTexts(defaults);
    expect((defaults.noOptionsMessage as () => string)()).toBe('Sem opções');
    expect(defaults.placeholder).toBe('Escolha...');
    expect(defaults.pageSize).toBe(5);
    expect(defaults.ariaLiveMessages).toBe(ariaLiveMessages);
  });

  it('counts results in the singular and the plural', () => {
    expect(selectTexts.screenReaderStatus({ count: 1 })).toBe('1 resultado disponível');
    expect(selectTexts.screenReaderStatus({ count: 0 })).toBe('0 resultados disponíveis');
    expect(selectTexts.screenReaderStatus({ count: 18 })).toBe('18 resultados disponíveis');
  });

  it('announces choices and focus in Portuguese', () => {
    expect(ariaLiveMessages.onChange({ action: 'select-option', label: 'Unhas' })).toBe(
      'Opção Unhas escolhida.',
    );
    expect(ariaLiveMessages.onChange({ action: 'initial-input-focus', labels: ['Unhas', 'Cores'] })).toBe(
      'Opções Unhas, Cores escolhidas.',
    );
    expect(ariaLiveMessages.onChange({ action: 'clear' })).toBe(
      'Todas as opções escolhidas foram retiradas.',
    );
    const options = ['a', 'b', 'c'];
    expect(
      ariaLiveMessages.onFocus({
        context: 'menu',
        focused: 'b',
        options,
        label: 'Cores',
        isAppleDevice: true,
      }),
    ).toBe('Cores, 2 de 3.');
    expect(ariaLiveMessages.onFilter({ inputValue: 'gel', resultsMessage: '2 resultados disponíveis' })).toBe(
      '2 resultados disponíveis para a pesquisa gel.',
    );
    expect(
      ariaLiveMessages.guidance({
        context: 'input',
        isInitialFocus: true,
        isSearchable: true,
        'aria-label': 'Categoria',
      }),
    ).toBe('Categoria em foco, escreva para filtrar a lista, prima a seta para baixo para abrir o menu');
  });

  it('says nothing in English in any case react-select asks for', () => {
    const said = [
      ...['menu', 'input', 'value', 'other'].map((context) =>
        ariaLiveMessages.guidance({
          context,
          isInitialFocus: true,
          isSearchable: true,
          isMulti: true,
          tabSelectsValue: true,
        }),
      ),
      ...[
        'deselect-option',
        'pop-value',
        'remove-value',
        'clear',
        'initial-input-focus',
        'select-option',
      ].map((action) =>
        ariaLiveMessages.onChange({
          action,
          label: 'X',
          labels: ['X'],
          isDisabled: action === 'select-option',
        }),
      ),
      ariaLiveMessages.onFocus({ context: 'value', focused: 1, selectValue: [1], label: 'X' }),
      selectTexts.noOptionsMessage(),
      selectTexts.loadingMessage(),
    ].join(' ');
    expect(said).not.toMatch(/\b(option|selected|focused|press|results?|available|Loading|No|Select|the)\b/);
  });
});
