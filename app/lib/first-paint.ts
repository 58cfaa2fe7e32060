/**
 * For an inline script: a `function (go)` that calls `go` once the page has painted — at once
 * when it has already, or when the tab is in the background (it does not paint), and after 1 s
 * at the latest. What waits for the first paint (issue 9): the boot script's module imports
 * (app/defer-hydration.ts).
 */
export const WHEN_PAINTED = `function(go){if(document.visibilityState!=="visible"||performance.getEntriesByType("paint").length)return go();new PerformanceObserver(go).observe({type:"paint",buffered:true});setTimeout(go,1000)}`
