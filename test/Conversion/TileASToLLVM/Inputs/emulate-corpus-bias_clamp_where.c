/* Runs the corpus kernel bias_clamp_where (compiled by tileiras) on the host
 * and compares it with a host reference (emulate.sh, exchange-emulate-corpus.mlir). */
#include "emulate.h"
void bias_clamp_where(float *, int, int, int, int, float *, int, int, float *, int, int, int, int, float, float, int, int);
#define M 128
#define N 256
static float X[M * N], Bias[N], Y[M * N];
static void k(int t) { (void)t; bias_clamp_where(X, M, N, N, 1, Bias, N, 1, Y, M, N, N, 1, -1.0f, 1.0f, 64, 128); }
int main(void) {
  for (int i = 0; i < M * N; i++) X[i] = (float)((i * 7) % 23) * 0.1f - 1.1f;
  for (int j = 0; j < N; j++) Bias[j] = (float)(j % 9) * 0.05f - 0.2f;
  sim_grid_run(M / 64, N / 128, 128, k);
  int bad = 0;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      float t = X[i * N + j] + Bias[j];
      t = t < -1.0f ? -1.0f : t;
      t = t > 1.0f ? 1.0f : t;
      if (Y[i * N + j] != t) { if (bad < 5) printf("[%d][%d] %g vs %g\n", i, j, Y[i * N + j], t); bad++; }
    }
  printf("bias_clamp_where: %d mismatches\n", bad);
  return 0;
}
