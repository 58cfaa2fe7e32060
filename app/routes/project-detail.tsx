export default function Page() {
  return <h1>project-detail</h1>
}
