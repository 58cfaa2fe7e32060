export default function Page() {
  return <h1>certificates</h1>
}
