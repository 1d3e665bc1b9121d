/*
 * The host's state while run-broad.sh measures: two fixed workloads whose CPU time says what the machine itself
 * was doing, so a run's figures can be read against it (README.md, "The host's phases").
 *
 *   host-reference alu     a register-only loop: the core's own speed (clock, steal)
 *   host-reference cache   a dependent walk through a 4 MB cycle of pointers: past a core's second-level cache
 *                          (512 KB here), inside the shared third level (32 MB), so its time is that of the shared
 *                          cache, which other tenants of the host use too
 *
 * Each prints a checksum (so the compiler keeps the work) and nothing else; time it from outside.
 * The cycle is built with Sattolo's algorithm (one cycle through every slot), from a xorshift64 generator
 * (G. Marsaglia, "Xorshift RNGs", 2003), written here from the published description.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t next(uint64_t *state) {
    uint64_t x = *state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    *state = x;
    return x;
}

int main(int argc, char **argv) {
    uint64_t state = 88172645463325252ULL;
    if (argc == 2 && strcmp(argv[1], "alu") == 0) {
        uint64_t sum = 0;
        for (long i = 0; i < 400000000L; i++) sum += next(&state);
        printf("%llu\n", (unsigned long long)sum);
        return 0;
    }
    if (argc == 2 && strcmp(argv[1], "cache") == 0) {
        size_t count = (4u << 20) / sizeof(size_t);
        size_t *slots = malloc(count * sizeof(size_t));
        if (slots == NULL) return 1;
        for (size_t i = 0; i < count; i++) slots[i] = i;
        for (size_t i = count - 1; i > 0; i--) {
            size_t j = (size_t)(next(&state) % i);  /* j < i: Sattolo, a single cycle */
            size_t kept = slots[i];
            slots[i] = slots[j];
            slots[j] = kept;
        }
        size_t at = 0;
        for (long step = 0; step < 30000000L; step++) at = slots[at];
        printf("%zu\n", at);
        free(slots);
        return 0;
    }
    fprintf(stderr, "usage: host-reference alu|cache\n");
    return 2;
}
