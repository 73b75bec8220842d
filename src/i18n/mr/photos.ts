/** Marathi texts of photos on records (`app.photo.*`, issue 50). */
export const photosMr = {
  photo: {
    add: 'फोटो घ्या किंवा निवडा',
    remove: 'फोटो काढा',
    count: '%{count} / %{max} फोटो',
    shrinking: 'फोटो लहान करत आहे…',
    full: 'जास्तीत जास्त %{max} फोटो जोडता येतात',
    notPicture: 'ही फाइल फोटो नाही (JPEG, PNG किंवा WebP फोटो निवडा)',
    cannotShrink: 'हा फोटो या उपकरणावर लहान करता आला नाही; दुसरा फोटो निवडा',
    loadFailed: 'फोटो दाखवता आला नाही',
    alt: '%{name}: फोटो %{n}',
    onDevice: 'उपकरणावर (अजून पाठवलेला नाही)',
    type: 'ही फाइल JPEG, PNG किंवा WebP फोटो नाही',
    unreadable: 'हा फोटो वाचता आला नाही; दुसरा फोटो निवडा',
    notYours: 'हा फोटो या नोंदीसाठी पाठवलेला नाही; फोटो पुन्हा जोडा',
  },
};
