/* Runs the corpus kernel softmax_rows_f32 (compiled by tileiras) on the host and
 * compares it with a host reference (emulate.sh, exchange-emulate-corpus.mlir). */
#include "emulate.h"
void softmax_rows_f32(float*, int, int, int, int, float*, int, int, int, int, int, int);
#define M 48
static float X[M*128], Y[M*128];
static void k(int t) { (void)t; softmax_rows_f32(X, M, 128, 128, 1, Y, M, 128, 128, 1, 16, 128); }
int main(void) {
  for (int i = 0; i < M*128; i++) X[i] = (float)((i * 13) % 29) * 0.1f - 1.0f;
  sim_grid_run(M/16, 1, 128, k);
  int bad = 0;
  for (int r = 0; r < M; r++) { float mx = -INFINITY; for (int c = 0; c < 128; c++) mx = fmaxf(mx, X[r*128+c]); float s = 0; for (int c = 0; c < 128; c++) s += expf(X[r*128+c]-mx);
    for (int c = 0; c < 128; c++) { float e = expf(X[r*128+c]-mx)/s; if (fabsf(e - Y[r*128+c]) > 1e-5f) { if (bad < 5) printf("[%d][%d] %g vs %g\n", r, c, Y[r*128+c], e); bad++; } } }
  printf("softmax: %d mismatches\n", bad);
  return 0;
}
