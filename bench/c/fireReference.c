/*
 * The C anchor of `npm run bench`: FIRE AGAINST DISPERSED TARGETS (Stargrunt II), steps 1 to 4, written the way a
 * careful C programmer would — xoshiro128** inline with its state in registers, a face by an integer multiply-high
 * (the same face as the kernels' (u × sides) + 1), the impact-against-armour effects and who is hit in tables. Built with `cc -O3` by bench.ts when a C
 * compiler is there; not part of gruntlab.
 *
 * usage: fireReference TRIALS SEED RANGE_DIE DIVISOR LEFTOVER STANDARD IMPACT_SIDES IMPACT_MULT ARMOUR_SIDES
 *        ARMOUR_MULT FIGURES WHO_DIE REPEAT_HITS_KILL FIRER_DIE...
 * prints: seconds, resolutions per second, and the share of effective fire (a check that it is the same procedure).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static uint32_t s0, s1, s2, s3;

static inline uint32_t rotl(uint32_t x, int k) { return (x << k) | (x >> (32 - k)); }

static inline uint32_t next_u32(void) {
  uint32_t result = rotl(s1 * 5, 7) * 9;
  uint32_t t = s1 << 9;
  s2 ^= s0;
  s3 ^= s1;
  s1 ^= s2;
  s0 ^= s3;
  s2 ^= t;
  s3 = rotl(s3, 11);
  return result;
}

/* A face 0..sides-1 by multiply-high: the same face as floor(u × sides) with u = output × 2^-32, without floats. */
static inline int below(int sides) { return (int)(((uint64_t)next_u32() * (uint32_t)sides) >> 32); }

static inline int face(int sides) { return below(sides) + 1; }

static uint64_t splitmix(uint64_t *x) {
  uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

int main(int argc, char **argv) {
  if (argc < 15) {
    fprintf(stderr, "usage: fireReference TRIALS SEED RANGE_DIE DIVISOR LEFTOVER STANDARD IMPACT_SIDES IMPACT_MULT ARMOUR_SIDES ARMOUR_MULT FIGURES WHO_DIE REPEAT_HITS_KILL FIRER_DIE...\n");
    return 2;
  }
  long trials = atol(argv[1]);
  uint64_t seed = strtoull(argv[2], 0, 10);
  int range_die = atoi(argv[3]), divisor = atoi(argv[4]), leftover = atoi(argv[5]), standard = atoi(argv[6]);
  int impact_sides = atoi(argv[7]), impact_mult = atoi(argv[8]), armour_sides = atoi(argv[9]), armour_mult = atoi(argv[10]);
  int figures = atoi(argv[11]), who_die = atoi(argv[12]), repeat_kills = atoi(argv[13]);
  int n = argc - 14, dice[32];
  for (int i = 0; i < n && i < 32; i++) dice[i] = atoi(argv[14 + i]);
  uint64_t x = seed;
  s0 = (uint32_t)splitmix(&x); s1 = (uint32_t)splitmix(&x); s2 = (uint32_t)splitmix(&x); s3 = (uint32_t)splitmix(&x);

  /* Effect of each (impact face, armour face): 2 kill (greater than twice), 1 wound (greater), 0 none. */
  signed char effect[32 * 32];
  for (int i = 1; i <= impact_sides; i++)
    for (int a = 1; a <= armour_sides; a++) {
      int imp = i * impact_mult, arm = a * armour_mult;
      effect[(i - 1) * armour_sides + a - 1] = imp > 2 * arm ? 2 : imp > arm ? 1 : 0;
    }
  signed char transition[9] = {0, 1, 2, 1, (signed char)(repeat_kills ? 2 : 1), 2, 2, 2, 2};
  signed char state[64] = {0};
  int figure_of_face[64];
  for (int f = 0; f < who_die && f < 64; f++) figure_of_face[f] = f % figures; /* counting round again past the last */
  long counts[3] = {0, 0, 0};
  long dead_total = 0;

  struct timespec t0, t1;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
  for (long t = 0; t < trials; t++) {
    int r = face(range_die), above = 0, total = 0;
    for (int i = 0; i < n; i++) {
      int f = face(dice[i]);
      total += f;
      above += f > r;
    }
    if (above < 2) { counts[above]++; continue; }
    counts[2]++;
    int hits = total / divisor, left = total - hits * divisor;
    if (left > 0 && leftover && face(divisor) <= left) hits++;
    int dead = 0;
    for (int h = 0; h < hits; h++) {
      int e = 1;
      if (standard) {
        int i = below(impact_sides);
        int a = below(armour_sides);
        e = effect[i * armour_sides + a];
      }
      int fig = who_die == 1 ? 0 : figure_of_face[below(who_die)];
      int before = state[fig], after = transition[before * 3 + e];
      state[fig] = (signed char)after;
      dead += (after >> 1) - (before >> 1);
    }
    dead_total += dead;
    for (int f = 0; f < figures; f++) state[f] = 0;
  }
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
  double seconds = (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;
  printf("%.6f %.1f %.6f %.6f\n", seconds, trials / seconds, (double)counts[2] / trials, (double)dead_total / trials);
  return 0;
}
