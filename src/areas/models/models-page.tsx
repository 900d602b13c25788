export default function Page() {
  return <h1>models</h1>;
}
