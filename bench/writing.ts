// `npm run bench -- --writing`: how long the server takes to render a post with math and three
// diagrams from its Markdown (bench/fixtures/writing-sample.md: every writing-desk feature), with
// no cache: each run renders a different text. Informational, like the rest of the bench.
import { readFileSync } from 'node:fs'

import { renderMarkdown } from '../server/lib/markdown.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 30)

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!

export const runWritingBench = async () => {
  const sample = readFileSync(new URL('./fixtures/writing-sample.md', import.meta.url), 'utf8')
  const diagrams = sample.match(/```mermaid\n(?:graph|flowchart) /g)?.length ?? 0
  const t0 = performance.now()
  await renderMarkdown(sample)
  const cold = performance.now() - t0
  const times: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < RUNS; i++) {
    // A different text each time: nothing is reused but the loaded renderer.
    const text = `${sample}\n\nRun ${i}: $x_{${i}}$.\n`
    const start = performance.now()
    const used = process.cpuUsage()
    await renderMarkdown(text)
    const spent = process.cpuUsage(used)
    times.push(performance.now() - start)
    // CPU time of this process: on a shared machine, what the render itself costs.
    cpu.push((spent.user + spent.system) / 1000)
  }
  times.sort((a, b) => a - b)
  cpu.sort((a, b) => a - b)
  const ms = (n: number) => `${n.toFixed(1)} ms`
  console.log(
    `writing desk: a post with math, ${diagrams} diagrams, callouts, embeds (${sample.length} characters of Markdown)`,
  )
  console.log(`  first render (loads KaTeX, the diagram layout, Shiki): ${ms(cold)}`)
  console.log(
    `  each later render, uncached (${RUNS} runs): median ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}, max ${ms(times.at(-1)!)}`,
  )
  console.log(`  CPU time per render: median ${ms(percentile(cpu, 0.5))}, p95 ${ms(percentile(cpu, 0.95))}`)
}
