export default function Page() {
  return <h1>blogs</h1>
}
