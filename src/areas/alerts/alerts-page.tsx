export default function Page() {
  return <h1>alerts</h1>;
}
