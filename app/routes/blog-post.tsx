export default function Page() {
  return <h1>blog-post</h1>
}
