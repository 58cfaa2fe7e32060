import { servicesContext } from '../context.ts'
import { buildMeta, rootDataOf } from '../lib/seo.ts'
import type { Route } from './+types/home'

export const loader = async ({ context }: Route.LoaderArgs) => {
  const services = context.get(servicesContext)
  const projects = await services.projects.featured(6)
  return { projects }
}

export const meta: Route.MetaFunction = ({ matches }) => buildMeta(rootDataOf(matches), { path: '/' })

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1>Home</h1>
      <ul>
        {loaderData.projects.map((p) => (
          <li key={p.id}>{p.title}</li>
        ))}
      </ul>
    </div>
  )
}
