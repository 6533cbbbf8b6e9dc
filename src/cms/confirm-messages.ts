// Decap asks one question with a sentence of its own, in English, outside its locale: when an
// uploaded file has the name of a file already in the folder. Accepting deletes that file at once
// (on the host: a commit), before the entry is saved. The owner reads the question in Portuguese,
// with what the answer does.
const REPLACE = /^(.+) already exists\. Do you want to replace it\?$/s;

/** The Portuguese wording of a question Decap asks in English; any other text as it is. */
export function portugueseConfirmMessage(message: string): string {
  const replace = REPLACE.exec(message);
  if (replace) {
    return (
      `Já existe um ficheiro chamado «${replace[1]}». Substituí-lo apaga já o ficheiro atual: ` +
      'os produtos, formações ou artigos que o usam ficam sem essa imagem até publicar esta entrada.\n\n' +
      'Para manter os dois, cancele, mude o nome da fotografia e carregue-a de novo.\n\n' +
      'Quer substituir o ficheiro?'
    );
  }
  return message;
}

/** Makes window.confirm ask Decap's English questions in Portuguese. */
export function askInPortuguese(target: Pick<Window, 'confirm'>): void {
  const confirm = target.confirm.bind(target);
  target.confirm = (message?: string) =>
    confirm(message === undefined ? message : portugueseConfirmMessage(message));
}
