export default function Page() {
  return <h1>data-import</h1>;
}
