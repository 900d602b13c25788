export default function Page() {
  return <h1>billing</h1>;
}
