export default function Page() {
  return <h1>projects</h1>
}
