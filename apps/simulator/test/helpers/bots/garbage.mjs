// Answers with something that is not a list of moves.
export default function garbage() {
  return { name: 'garbage', options: {}, decide: () => ({ moves: 'draw please' }) };
}
