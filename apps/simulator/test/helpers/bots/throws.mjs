// Throws on its second decision.
export default function throwing() {
  let decisions = 0;
  return {
    name: 'throws',
    options: {},
    decide() {
      if (++decisions >= 2) throw new Error('boom: this bot gives up');
      return { moves: [{ type: 'draw' }] };
    },
  };
}
