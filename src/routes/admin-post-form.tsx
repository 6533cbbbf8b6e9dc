// Route module for the admin's post form (new and edit).
export default function Route() {
  return (
    <main id="main" className="container page">
      <h1>Artigo</h1>
    </main>
  );
}
