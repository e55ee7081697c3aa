/* Runs the corpus kernel cumsum_long_i32 (compiled by tileiras) on the host and
 * compares it with a host reference (emulate.sh, exchange-emulate-corpus.mlir). */
#include "emulate.h"
void cumsum_long_i32(int*, int, int, int*, int, int, int);
#define N 5000
static int X[N], Y[N];
static void k(int t) { (void)t; cumsum_long_i32(X, N, 1, Y, N, 1, 1024); }
int main(void) {
  for (int i = 0; i < N; i++) X[i] = (i * 7) % 11 - 5;
  sim_grid_run(1, 1, 128, k);
  int bad = 0; long s = 0;
  for (int i = 0; i < N; i++) { s += X[i]; if (Y[i] != s) { if (bad < 5) printf("[%d] %d vs %ld\n", i, Y[i], s); bad++; } }
  printf("cumsum_long: %d mismatches\n", bad);
  return 0;
}
