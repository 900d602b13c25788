export default function Page() {
  return <h1>notebooks</h1>;
}
