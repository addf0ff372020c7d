/**
 * Progress of a long pass over many items (the render's pages, dist-check's pass over them), told
 * at each tenth of them: the build's longest silences were these passes (review DV-7: 16 s and
 * 20 s without a line). Tenths, not seconds, so a slow machine prints no more lines than a fast one.
 * Answers the function to call as each item is done; `say` hears the count so far.
 */
export function tenthsCounter(total: number, say: (done: number) => void): () => void {
  let done = 0
  let nextTenth = 1
  return () => {
    done += 1
    if (done < Math.ceil((total * nextTenth) / 10)) return
    while (nextTenth <= 10 && done >= Math.ceil((total * nextTenth) / 10)) nextTenth += 1
    say(done)
  }
}
