export default function Page() {
  return <h1>datasets</h1>;
}
