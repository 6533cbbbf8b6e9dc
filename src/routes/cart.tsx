// Route module for this URL; the page itself lives in src/features/.
export default function Route() {
  return <main className="container">Em construção: cart</main>;
}
