// Route module for the admin's product form (new and edit).
export default function Route() {
  return (
    <main id="main" className="container page">
      <h1>Produto</h1>
    </main>
  );
}
