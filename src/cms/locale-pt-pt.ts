// The CMS in European Portuguese. Decap bundles a `pt` locale written in Brazilian Portuguese
// ('Salvar', 'Excluir', 'Mídia', 'Carregando...') and without the newer phrases (notes, multiple
// images...), which Decap would then show in English. Every phrase of Decap's English locale is
// given here, so the merged locale has no Brazilian wording and no English left.
import { pt, type Phrases } from 'decap-cms-locales';

export const europeanPortuguese = {
  auth: {
    login: 'Iniciar sessão',
    loggingIn: 'A iniciar sessão...',
    loginWithNetlifyIdentity: 'Iniciar sessão com o Netlify Identity',
    loginWithAzure: 'Iniciar sessão com o Azure',
    loginWithBitbucket: 'Iniciar sessão com o Bitbucket',
    loginWithGitHub: 'Iniciar sessão com o GitHub',
    loginWithGitLab: 'Iniciar sessão com o GitLab',
    loginWithGitea: 'Iniciar sessão com o Gitea',
    loginWithForgejo: 'Iniciar sessão com o Forgejo',
    errors: {
      email: 'Escreva o seu endereço de email.',
      password: 'Escreva a sua palavra-passe.',
      identitySettings:
        'Não foi possível aceder às definições de identidade. Com o back-end git-gateway, ative o serviço Identity e o Git Gateway.',
    },
  },
  app: {
    header: {
      content: 'Conteúdos',
      workflow: 'Fluxo editorial',
      media: 'Multimédia',
      quickAdd: 'Criar',
    },
    app: {
      errorHeader: 'Erro ao carregar a configuração do CMS',
      configErrors: 'Erros de configuração',
      checkConfigYml: 'Verifique o ficheiro config.yml.',
      loadingConfig: 'A carregar a configuração...',
      waitingBackend: 'À espera do back-end...',
    },
    notFoundPage: {
      header: 'Página não encontrada',
    },
  },
  collection: {
    sidebar: {
      collections: 'Coleções',
      allCollections: 'Todas as coleções',
      searchAll: 'Pesquisar em tudo',
      searchIn: 'Pesquisar em',
    },
    collectionTop: {
      sortBy: 'Ordenar por',
      viewAs: 'Ver como',
      viewAsList: 'Ver em lista',
      viewAsGrid: 'Ver em grelha',
      newButton: 'Adicionar %{collectionLabel}',
      newButtonAriaLabel: 'Criar uma entrada em %{collectionLabel}',
      ascending: 'Ascendente',
      descending: 'Descendente',
      searchResults: 'Resultados da pesquisa por "%{searchTerm}"',
      searchResultsInCollection: 'Resultados da pesquisa por "%{searchTerm}" em %{collection}',
      filterBy: 'Filtrar por',
      groupBy: 'Agrupar por',
    },
    entries: {
      loadingEntries: 'A carregar as entradas...',
      cachingEntries: 'A guardar as entradas em cache...',
      longerLoading: 'Isto pode demorar alguns minutos',
      noEntries: 'Sem entradas',
      unpublishedHeader: 'Entradas por publicar',
    },
    groups: {
      other: 'Outros',
      negateLabel: 'Sem %{label}',
    },
    defaultFields: {
      author: {
        label: 'Autor',
      },
      updatedOn: {
        label: 'Atualizado em',
      },
    },
  },
  editor: {
    editorControl: {
      field: {
        optional: 'opcional',
        widgetLabel: 'Campo %{widgetLabel}',
      },
    },
    editorControlPane: {
      widget: {
        // 'O campo X': one form whatever the gender and number of the field's name ('Categoria',
        // 'Imagens'), so the sentence always agrees.
        required: 'O campo %{fieldLabel} é obrigatório.',
        regexPattern: 'O campo %{fieldLabel}: %{pattern}.',
        processing: 'O campo %{fieldLabel} ainda está a ser processado.',
        range: 'O campo %{fieldLabel} deve estar entre %{minValue} e %{maxValue}.',
        min: 'O campo %{fieldLabel} deve ser pelo menos %{minValue}.',
        max: 'O campo %{fieldLabel} deve ser no máximo %{maxValue}.',
        // Decap gives the counts without smart_count: 'N: count' agrees with 1 as with 20.
        rangeCount: 'O campo %{fieldLabel} deve ter de %{minCount} a %{maxCount} elementos.',
        rangeCountExact: 'Número de elementos exigido no campo %{fieldLabel}: %{count}.',
        rangeMin: 'Número mínimo de elementos no campo %{fieldLabel}: %{minCount}.',
        rangeMax: 'Número máximo de elementos no campo %{fieldLabel}: %{maxCount}.',
        invalidPath: `'%{path}' não é um caminho válido`,
        pathExists: `O caminho '%{path}' já existe`,
      },
      i18n: {
        writingInLocale: 'A escrever em %{locale}',
        copyFromLocale: 'Preencher a partir de outro idioma',
        copyFromLocaleConfirm:
          'Quer preencher com os dados do idioma %{locale}?\nTodo o conteúdo existente será substituído.',
      },
    },
    editor: {
      onLeavePage: 'Tem a certeza de que quer sair desta página?',
      onUpdatingWithUnsavedChanges: 'Há alterações por guardar. Guarde-as antes de mudar o estado.',
      onPublishingNotReady: 'Mude o estado para "Pronto" antes de publicar.',
      onPublishingWithUnsavedChanges: 'Há alterações por guardar. Guarde-as antes de publicar.',
      onPublishing: 'Tem a certeza de que quer publicar esta entrada?',
      onUnpublishing: 'Tem a certeza de que quer retirar esta entrada de publicação?',
      onDeleteWithUnsavedChanges:
        'Tem a certeza de que quer eliminar esta entrada publicada, assim como as alterações por guardar desta sessão?',
      onDeletePublishedEntry: 'Tem a certeza de que quer eliminar esta entrada publicada?',
      onDeleteUnpublishedChangesWithUnsavedChanges:
        'Isto elimina todas as alterações por publicar desta entrada, assim como as alterações por guardar desta sessão. Quer mesmo eliminar?',
      onDeleteUnpublishedChanges:
        'Todas as alterações por publicar desta entrada serão eliminadas. Quer mesmo eliminar?',
      loadingEntry: 'A carregar a entrada...',
      confirmLoadBackup: 'Foi recuperada uma cópia local desta entrada. Quer usá-la?',
    },
    editorInterface: {
      toggleI18n: 'Mostrar ou ocultar idiomas',
      togglePreview: 'Mostrar ou ocultar a pré-visualização',
      toggleScrollSync: 'Sincronizar o deslocamento',
      toggleNotes: 'Mostrar ou ocultar as notas',
    },
    editorNotesPane: {
      title: 'Notas',
      emptyState: 'Ainda não há notas. Escreva a primeira abaixo para começar a colaborar.',
      addNote: 'Adicionar nota',
      addPlaceholder: 'Escreva uma nota...',
      editPlaceholder: 'Edite a nota...',
      save: 'Guardar',
      cancel: 'Cancelar',
      edit: 'Editar',
      delete: 'Eliminar',
      resolve: 'Resolver',
      unresolve: 'Reabrir',
      confirmDelete: 'Tem a certeza de que quer eliminar esta nota?',
      shortcut: 'Dica: prima Ctrl+Enter para adicionar a nota rapidamente',
    },
    editorToolbar: {
      publishing: 'A publicar...',
      publish: 'Publicar',
      published: 'Publicado',
      unpublish: 'Retirar de publicação',
      duplicate: 'Duplicar',
      unpublishing: 'A retirar de publicação...',
      publishAndCreateNew: 'Publicar e criar outra',
      publishAndDuplicate: 'Publicar e duplicar',
      deleteUnpublishedChanges: 'Eliminar alterações por publicar',
      deleteUnpublishedEntry: 'Eliminar entrada por publicar',
      deletePublishedEntry: 'Eliminar entrada publicada',
      deleteEntry: 'Eliminar entrada',
      saving: 'A guardar...',
      save: 'Guardar',
      statusInfoTooltipDraft:
        "A entrada está em rascunho. Para a concluir e enviar para revisão, mude o estado para 'Em revisão'",
      statusInfoTooltipInReview:
        'A entrada está a ser revista: não é preciso fazer mais nada. Mesmo assim, pode continuar a alterá-la durante a revisão.',
      deleting: 'A eliminar...',
      updating: 'A atualizar...',
      status: 'Estado: %{status}',
      backCollection: ' A escrever na coleção %{collectionLabel}',
      unsavedChanges: 'Alterações por guardar',
      changesSaved: 'Alterações guardadas',
      draft: 'Rascunho',
      inReview: 'Em revisão',
      ready: 'Pronto',
      publishNow: 'Publicar agora',
      deployPreviewPendingButtonLabel: 'Verificar a pré-visualização',
      deployPreviewButtonLabel: 'Ver a pré-visualização',
      deployButtonLabel: 'Ver no site',
    },
    editorWidgets: {
      markdown: {
        bold: 'Negrito',
        italic: 'Itálico',
        strikethrough: 'Riscado',
        code: 'Código',
        link: 'Ligação',
        linkPrompt: 'Escreva o endereço da ligação',
        headings: 'Títulos',
        quote: 'Citação',
        bulletedList: 'Lista com marcas',
        numberedList: 'Lista numerada',
        addComponent: 'Adicionar componente',
        richText: 'Texto formatado',
        markdown: 'Markdown',
        toggleMode: {
          rich: 'Mudar para texto formatado',
          markdown: 'Mudar para Markdown',
        },
      },
      image: {
        choose: 'Escolher uma imagem',
        chooseMultiple: 'Escolher imagens',
        chooseUrl: 'Inserir a partir de um endereço',
        replaceUrl: 'Substituir por um endereço',
        promptUrl: 'Escreva o endereço da imagem',
        chooseDifferent: 'Escolher outra imagem',
        addMore: 'Adicionar mais imagens',
        remove: 'Remover a imagem',
        removeAll: 'Remover todas as imagens',
      },
      file: {
        choose: 'Escolher um ficheiro',
        chooseUrl: 'Inserir a partir de um endereço',
        chooseMultiple: 'Escolher ficheiros',
        replaceUrl: 'Substituir por um endereço',
        promptUrl: 'Escreva o endereço do ficheiro',
        chooseDifferent: 'Escolher outro ficheiro',
        addMore: 'Adicionar mais ficheiros',
        remove: 'Remover o ficheiro',
        removeAll: 'Remover todos os ficheiros',
      },
      unknownControl: {
        noControl: "Não há controlo para o widget '%{widget}'.",
      },
      unknownPreview: {
        noPreview: "Não há pré-visualização para o widget '%{widget}'.",
      },
      headingOptions: {
        headingOne: 'Título de nível 1',
        headingTwo: 'Título de nível 2',
        headingThree: 'Título de nível 3',
        headingFour: 'Título de nível 4',
        headingFive: 'Título de nível 5',
        headingSix: 'Título de nível 6',
      },
      datetime: {
        now: 'Agora',
        clear: 'Limpar',
        setToNow: 'Pôr %{fieldLabel} na data de hoje',
      },
      list: {
        add: 'Adicionar %{item}',
        addType: 'Adicionar %{item}',
      },
      object: {
        expand: 'Expandir',
        collapse: 'Recolher',
      },
    },
  },
  mediaLibrary: {
    mediaLibraryCard: {
      draft: 'Rascunho',
      copy: 'Copiar',
      copyUrl: 'Copiar o endereço',
      copyPath: 'Copiar o caminho',
      copyName: 'Copiar o nome',
      copied: 'Copiado',
    },
    mediaLibrary: {
      onDelete: 'Tem a certeza de que quer eliminar os ficheiros multimédia selecionados?',
      fileTooLarge: 'Ficheiro demasiado grande.\nNão são aceites ficheiros com mais de %{size} kB.',
    },
    mediaLibraryModal: {
      loading: 'A carregar...',
      close: 'Fechar',
      noResults: 'Sem resultados.',
      noAssetsFound: 'Não foram encontrados ficheiros.',
      noImagesFound: 'Não foram encontradas imagens.',
      private: 'Privado ',
      images: 'Imagens',
      mediaAssets: 'Ficheiros multimédia',
      search: 'Pesquisar...',
      uploading: 'A carregar o ficheiro...',
      upload: 'Carregar ficheiro',
      download: 'Transferir',
      deleting: 'A eliminar...',
      deleteSelected: 'Eliminar os selecionados',
      chooseSelected: 'Escolher os selecionados',
    },
  },
  ui: {
    default: {
      goBackToSite: 'Voltar ao site',
    },
    errorBoundary: {
      title: 'Erro',
      details: 'Ocorreu um erro: ',
      reportIt: 'comunique-o no GitHub.',
      detailsHeading: 'Detalhes',
      privacyWarning:
        'Ao comunicar o erro, a mensagem e os dados de diagnóstico são preenchidos automaticamente.\nConfirme que a informação está correta e retire os dados pessoais que houver.',
      recoveredEntry: {
        heading: 'Documento recuperado',
        warning: 'Copie e cole isto noutro sítio antes de sair desta página!',
        copyButtonLabel: 'Copiar para a área de transferência',
      },
    },
    settingsDropdown: {
      logOut: 'Terminar sessão',
      account: 'Opções da conta',
    },
    toast: {
      onFailToLoadEntries: 'Não foi possível carregar a entrada: %{details}',
      onFailToLoadDeployPreview: 'Não foi possível carregar a pré-visualização: %{details}',
      onFailToPersist: 'Não foi possível guardar a entrada: %{details}',
      onFailToDelete: 'Não foi possível eliminar a entrada: %{details}',
      onFailToUpdateStatus: 'Não foi possível mudar o estado: %{details}',
      missingRequiredField: 'Falta preencher um campo obrigatório. Preencha-o antes de guardar.',
      entrySaved: 'Entrada guardada',
      entryPublished: 'Entrada publicada',
      entryUnpublished: 'Entrada retirada de publicação',
      onFailToPublishEntry: 'Não foi possível publicar: %{details}',
      onFailToUnpublishEntry: 'Não foi possível retirar a entrada de publicação: %{details}',
      entryUpdated: 'Estado da entrada atualizado',
      onDeleteUnpublishedChanges: 'Alterações por publicar eliminadas',
      noteAdded: 'Nota adicionada',
      onFailToAddNote: 'Não foi possível adicionar a nota: %{details}',
      noteUpdated: 'Nota atualizada',
      onFailToUpdateNote: 'Não foi possível atualizar a nota: %{details}',
      noteDeleted: 'Nota eliminada',
      onFailToDeleteNote: 'Não foi possível eliminar a nota: %{details}',
      noteResolved: 'Nota resolvida',
      noteReopened: 'Nota reaberta',
      onFailToToggleNote: 'Não foi possível mudar o estado da nota: %{details}',
      onFailToAuth: '%{details}',
      onLoggedOut: 'A sessão terminou. Guarde uma cópia do que escreveu e inicie sessão de novo',
      onBackendDown: 'O serviço de back-end está indisponível. Veja %{details} para mais informações',
    },
  },
  workflow: {
    workflow: {
      loading: 'A carregar as entradas do fluxo editorial',
      workflowHeading: 'Fluxo editorial',
      newPost: 'Nova entrada',
      // Decap counts only the first number (smart_count): the second says 'prontas a publicar: N',
      // which agrees with any N.
      description:
        '%{smart_count} entrada à espera de revisão; prontas a publicar: %{readyCount}. |||| %{smart_count} entradas à espera de revisão; prontas a publicar: %{readyCount}.',
      dateFormat: 'DD/MM/YYYY',
    },
    workflowCard: {
      lastChange: '%{date} por %{author}',
      lastChangeNoAuthor: '%{date}',
      lastChangeNoDate: 'por %{author}',
      deleteChanges: 'Eliminar alterações',
      deleteNewEntry: 'Eliminar a nova entrada',
      publishChanges: 'Publicar alterações',
      publishNewEntry: 'Publicar a nova entrada',
    },
    workflowList: {
      onDeleteEntry: 'Tem a certeza de que quer eliminar esta entrada?',
      onPublishingNotReadyEntry:
        'Só podem ser publicadas as entradas no estado "Pronto". Arraste o cartão para a coluna "Pronto" para poder publicar.',
      onPublishEntry: 'Tem a certeza de que quer publicar esta entrada?',
      draftHeader: 'Rascunhos',
      inReviewHeader: 'Em revisão',
      readyHeader: 'Prontas',
      currentEntries: '%{smart_count} entrada |||| %{smart_count} entradas',
    },
  },
} satisfies Phrases;

/** `base` with every phrase of `override` written over it, at any depth (neither is changed). */
export function mergePhrases(base: Phrases, override: Phrases): Phrases {
  const merged: Phrases = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] =
      typeof value === 'object' && typeof current === 'object' ? mergePhrases(current, value) : value;
  }
  return merged;
}

/** Decap's bundled `pt` with every phrase in European Portuguese: registered as the locale 'pt'. */
export const ptPT: Phrases = mergePhrases(pt, europeanPortuguese);
