// Every test runs with the organisation's catalogue installed in the engine's registry, as the
// app's entry points (src/main.tsx, server/modules) install it before anything else runs.
import '../../src/domain/modules';
