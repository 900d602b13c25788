export default function Page() {
  return <h1>metrics</h1>;
}
