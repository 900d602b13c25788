export default function Page() {
  return <h1>addons</h1>;
}
