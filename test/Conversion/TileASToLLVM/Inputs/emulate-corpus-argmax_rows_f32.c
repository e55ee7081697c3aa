/* Runs the corpus kernel argmax_rows_f32 (compiled by tileiras) on the host and
 * compares it with a host reference (emulate.sh, exchange-emulate-corpus.mlir). */
#include "emulate.h"
void argmax_rows_f32(float*, int, int, int, int, int*, int, int, float*, int, int, int, int);
#define M 32
static float X[M*128], V[M]; static int I[M];
static void k(int t) { (void)t; argmax_rows_f32(X, M, 128, 128, 1, I, M, 1, V, M, 1, 16, 128); }
int main(void) {
  for (int i = 0; i < M*128; i++) X[i] = (float)((i * 7919) % 1013);
  sim_grid_run(M/16, 1, 128, k);
  int bad = 0;
  for (int r = 0; r < M; r++) { int bi = 0; for (int c = 1; c < 128; c++) if (X[r*128+c] > X[r*128+bi]) bi = c; if (I[r] != bi || V[r] != X[r*128+bi]) { if (bad < 5) printf("row %d: %d %g vs %d %g\n", r, I[r], V[r], bi, X[r*128+bi]); bad++; } }
  printf("argmax: %d mismatches\n", bad);
  return 0;
}
