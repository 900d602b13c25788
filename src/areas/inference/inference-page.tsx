export default function Page() {
  return <h1>inference</h1>;
}
