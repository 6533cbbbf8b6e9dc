// Route module for the admin's course form (new and edit).
export default function Route() {
  return (
    <main id="main" className="container page">
      <h1>Formação</h1>
    </main>
  );
}
