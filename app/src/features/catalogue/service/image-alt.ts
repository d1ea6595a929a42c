/** 'Cryolipo Max, image 2 of 3' (or just the name when there is one image). */
export function imageAlt(name: string, index: number, count: number): string {
  return count > 1 ? `${name}, image ${index + 1} of ${count}` : name;
}
