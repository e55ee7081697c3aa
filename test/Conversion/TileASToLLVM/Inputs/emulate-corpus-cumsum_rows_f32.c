/* Runs the corpus kernel cumsum_rows_f32 (compiled by tileiras) on the host and
 * compares it with a host reference (emulate.sh, exchange-emulate-corpus.mlir). */
#include "emulate.h"
void cumsum_rows_f32(float *, int, int, int, int, float *, int, int, int, int, int, int);
#define M 96
static float X[M * 32], Y[M * 32];
static void k(int t) { (void)t; cumsum_rows_f32(X, M, 32, 32, 1, Y, M, 32, 32, 1, 32, 32); }
int main(void) {
  for (int i = 0; i < M * 32; i++) X[i] = (float)((i * 13) % 19) - 9.0f;
  sim_grid_run(M / 32, 1, 128, k);
  int bad = 0;
  for (int r = 0; r < M; r++) {
    float s = 0;
    for (int c = 0; c < 32; c++) {
      s += X[r * 32 + c];
      if (Y[r * 32 + c] != s) { if (bad < 5) printf("[%d][%d] %g vs %g\n", r, c, Y[r * 32 + c], s); bad++; }
    }
  }
  printf("cumsum_rows: %d mismatches\n", bad);
  return 0;
}
